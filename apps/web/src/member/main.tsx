import { createRoot } from 'react-dom/client';
import { App } from './app';
import { slugOf, withRootSlash } from './paths';
import { startMember } from './start';
import '../syllabics-font.css';
import './styles/app.css';

/**
 * The member web app's entry (member.html, issue 35). The boot script inline in the page (boot.ts) has already
 * asked for the community and the first feed; without it (a page the boot did not start) the app starts them now.
 */
const slug = slugOf(window.location.pathname);
const root = withRootSlash(window.location);
if (root) window.history.replaceState(null, '', root);
const handover = window.gatheringMember ?? (slug ? startMember(slug) : null);
createRoot(document.getElementById('root')!).render(<App handover={handover} />);
