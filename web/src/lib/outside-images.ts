/**
 * Whether the app shows pictures hosted outside Firebase (a YouTube clip's thumbnail). Run
 * locally the site is offline by design (the emulators, no network): such a picture could only
 * fail, with an error in the console and a request leaving the machine, so it is not asked for.
 */
export const showsOutsideImages = __LOCAL_FIREBASE__ === null;
