/** The public page where owners ask what their home is worth. */
export const HOME_VALUE_PATH = "/home-value";
/** Where the home-value map asks the area of a picked place (`?lat=…&lng=…`). */
export const HOME_VALUE_AREA_PATH = "/home-value/area.json";
