/** docs/product.md §9 theme colour. */
export const THEME_COLOUR = '#37927B';
