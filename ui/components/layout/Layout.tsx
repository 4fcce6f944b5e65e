import type { ReactNode } from 'react';
import { useApp } from '../../app/context';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguagePrompt } from './LanguagePrompt';
import { Loader } from './Loader';

/** The page frame: header, the page in a width-limited main, footer (SPEC §2.3). */
export function Layout({ children }: { children: ReactNode }) {
  const { snapshot } = useApp();
  const { options } = snapshot;
  return (
    <div className="min-h-screen flex flex-col bg-white text-slate-900">
      <Loader />
      <Header />
      <main id="main" className="flex-1 w-full mx-auto px-4 md:px-6 py-6" style={{ maxWidth: options.maxWidth }}>
        {children}
      </main>
      {options.footer !== 'none' && <Footer small={options.footer === 'small'} />}
      {snapshot.languagePrompt && <LanguagePrompt preferred={snapshot.languagePrompt} />}
    </div>
  );
}
