export { TagSelect } from './tag-select';
