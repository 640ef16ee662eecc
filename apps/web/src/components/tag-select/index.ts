export { TagSelect, type TagSelectProps } from './tag-select';
export { addTag, hasTag, normaliseTags } from './tag-rules';
