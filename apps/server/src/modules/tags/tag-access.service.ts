// The device tags and member tags a caller may use, for the modules that file things under them.
// A file of its own because the devices module reads it while tags.service calls the devices module
// (a deleted tag's boxes are untagged): one direction per file, no import circle.
export { findVisibleMemberTag, findVisibleTag } from './tags.repo.ts';
