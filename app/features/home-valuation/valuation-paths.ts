/** The public page where owners ask what their home is worth. */
export const HOME_VALUE_PATH = "/home-value";
