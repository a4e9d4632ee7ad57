// A meeting's materials (spec 2 'Materials'): the panel the meeting page shows.
export { PanelMateri } from './PanelMateri';
