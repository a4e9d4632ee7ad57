import { siapkanCetakanPostgres } from './cetakan';

export default siapkanCetakanPostgres;
