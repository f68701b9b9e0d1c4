import { placeholderScreen } from '../../../../../screens/placeholder-screen';

/** spec 2: `/search/{category?}/{page?}` arrives as one optional catch-all of at most two segments. */
const screen = placeholderScreen('search', ({ rest, ...params }) => {
  if (rest === undefined) return params;
  if (!Array.isArray(rest) || rest.length > 2) return { ...params, locale: undefined };
  return { ...params, category: rest[0], page: rest[1] };
});

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
