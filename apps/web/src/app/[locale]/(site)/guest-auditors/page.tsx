import { placeholderScreen } from '../../../../screens/placeholder-screen';

const screen = placeholderScreen('guestAuditors');

export const generateMetadata = screen.generateMetadata;
export default screen.Page;
