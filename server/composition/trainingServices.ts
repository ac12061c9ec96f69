import { TrainingCatalogQueries } from '../adapters/db/TrainingCatalogQueries';
import { TrainingSeatsRepository } from '../adapters/db/TrainingSeatsRepository';
import { RegisterForTraining } from '../application/trainings/RegisterForTraining';
import type { ServerContext } from '../http/ServerContext';

/** The dental trainings the storefront lists (the read side), and holding a seat in one. */
export function trainingServices({ db }: ServerContext) {
  return { catalog: new TrainingCatalogQueries(db), registerForTraining: new RegisterForTraining(new TrainingSeatsRepository(db)) };
}
