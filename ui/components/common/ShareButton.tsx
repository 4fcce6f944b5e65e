/**
 * The share action lives with the share dialog in components/share; this path stays because
 * pages import the button from here.
 */
export { ShareButton } from '../share/ShareButton';
