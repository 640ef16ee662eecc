export { Dialog } from './dialog';
export { openEscapeLayers } from './escape-layers';
