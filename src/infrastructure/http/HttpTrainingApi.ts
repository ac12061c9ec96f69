import * as z from 'zod/mini';
import type { DentalTraining } from '@tiara/domain/training';
import type { TrainingApi, TrainingPackage } from '../../application/training/TrainingApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';
import { dentalTrainingSchema, isRegisteredSchema, trainingPackageSchema } from './schemas/trainingSchemas';

const trainingList = z.array(dentalTrainingSchema);
const packageList = z.array(trainingPackageSchema);

export class HttpTrainingApi implements TrainingApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(): Promise<ApiResult<DentalTraining[]>> {
    return this.http.get('/api/dentaltraining', trainingList);
  }

  packages(trainingId: number): Promise<ApiResult<TrainingPackage[]>> {
    return this.http.get(`/api/dentaltrainingpackage/${trainingId}`, packageList);
  }

  isRegistered(trainingId: number, userId: number): Promise<ApiResult<boolean>> {
    return this.http.get(`/api/dentaltraining/${trainingId}/is-registered/${userId}`, isRegisteredSchema);
  }

  register(trainingId: number, userId: number, orderId: number): Promise<ApiResult<void>> {
    return this.http.send({ method: 'POST', path: `/api/dentaltraining/${trainingId}/register/${userId}/${orderId}`, schema: ignoredBodySchema, keyed: true });
  }
}
