// The forum module's front door: its routes (registered in app.ts).

export { forumRoutes } from './routes';
