// The vidcon module's front door: its routes (registered in app.ts).

export { vidconRoutes } from './routes';
