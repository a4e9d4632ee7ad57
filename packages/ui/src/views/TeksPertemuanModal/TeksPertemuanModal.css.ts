import { style } from '@vanilla-extract/css';

/** The editor takes the modal's whole width. */
export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
