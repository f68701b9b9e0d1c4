export { pagedListSchema, type PagedList } from './schemas/paged-list';
export { newsTeaserSchema, newsPageSchema, type NewsTeaser } from './schemas/news';
export { navigationItemSchema, navigationSchema, type Navigation, type NavigationItem } from './schemas/navigation';
export { ApiError, HttpError, NetworkError, NotFoundError, ParseError } from './client/errors';
export { requestJson, type ClientOptions } from './client/request';
export { createClient, type ApiClient, type Locale } from './client/create-client';
