/** The ids of the tracking scripts, read on the server at request time (one build runs anywhere). */
export interface TrackingIds {
  tagManagerId?: string;
  fontTrackingId?: string;
}

/** spec 4: `TAG_MANAGER_ID` and `FONT_TRACKING_ID` from the environment; unset means the scripts never load. */
export function trackingIds(env: Record<string, string | undefined> = process.env): TrackingIds {
  const ids: TrackingIds = {};
  const tagManagerId = env['TAG_MANAGER_ID'];
  const fontTrackingId = env['FONT_TRACKING_ID'];
  if (tagManagerId) ids.tagManagerId = tagManagerId;
  if (fontTrackingId) ids.fontTrackingId = fontTrackingId;
  return ids;
}
