import base from './playwright.config';
export default { ...base, webServer: undefined, workers: 1, use: { ...base.use, baseURL: 'http://127.0.0.1:4710' } };
