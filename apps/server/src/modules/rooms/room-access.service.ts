// The rooms (machine rooms and cabinets) a caller may use, for the modules that place things in them.
// A file of its own because the devices module reads it while rooms.service calls the devices module
// (a moved cabinet's boxes follow it): one direction per file, no import circle.
export { findVisibleRoom, type RoomRow } from './rooms.repo.ts';
