/** Limits of an analytics event: the collection's field lengths and the checks of POST /api/analytics-log. */

/** Longest accepted type/action/category. */
export const ANALYTICS_TEXT_MAX = 100
/** Largest accepted `data` object, serialized. */
export const ANALYTICS_DATA_MAX_BYTES = 8 * 1024
