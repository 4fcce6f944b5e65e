import type { Context } from 'hono';
import type { ReactNode } from 'react';
import HomePage from '../../ui/pages/home/HomePage';
import { pageRoute } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { loadPageData } from './page-data';

/**
 * The home page under a page shown as a dialog (/registration, /google-auth: docs/decisions/006,
 * 164). Rendered here only: the browser keeps its HTML without loading the home page's code
 * (ServerHtml.tsx), so its data is not in the document's state either.
 */
export async function homeBackdrop(
  c: Context<AppEnv>,
): Promise<{ serverPart: ReactNode; namespaces: readonly string[] }> {
  const home = pageRoute('home');
  const load = await loadPageData(c, home);
  return { serverPart: <HomePage data={null} serverPart={load.serverPart} />, namespaces: home.namespaces };
}
