/** spec 9: an editor alert shows for 4000 ms. */
export const alertDuration = 4000;
