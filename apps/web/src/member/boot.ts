import { slugOf } from './paths';
import { startMember } from './start';

/**
 * The member web app's first script, inline in member.html (build/member.ts; its hash is allowed
 * by the server's CSP): it starts the session and asks for the community and the first page of the feed while the
 * app's code is still on its way. On a satellite link (600 ms a round trip) those are the round trips that decide
 * when the feed is readable: asked for after the code, the feed came a second and more later (issue 35's bench).
 */
const slug = slugOf(window.location.pathname);
if (slug) window.gatheringMember = startMember(slug);
