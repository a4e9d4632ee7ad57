import { siapkanCetakanPglite } from './cetakan';

export default siapkanCetakanPglite;
