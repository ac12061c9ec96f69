import type { TrainingApi, TrainingRegistration } from '../../application/training/TrainingApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { trainingRegistrationSchema } from './schemas/trainingSchemas';

export class HttpTrainingApi implements TrainingApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  register(trainingId: number, userId: number, orderId: number): Promise<ApiResult<TrainingRegistration>> {
    return this.http.post(`/api/dentaltraining/${trainingId}/register/${userId}/${orderId}`, undefined, trainingRegistrationSchema);
  }
}
