import { ReturnMoveTransactionOnDatabase } from '../adapters/db/ReturnMoveTransactionOnDatabase';
import { ReturnPhotosRepository } from '../adapters/db/ReturnPhotosRepository';
import { ReturnQueries } from '../adapters/db/ReturnQueries';
import { ReturnReportTransactionOnDatabase } from '../adapters/db/ReturnReportTransactionOnDatabase';
import { SharpImageReencoder } from '../adapters/images/SharpImageReencoder';
import type { Refunder } from '../application/refunds/Refunder';
import { DecideReturn } from '../application/returns/DecideReturn';
import { ReceiveReturn } from '../application/returns/ReceiveReturn';
import { ReportReturn } from '../application/returns/ReportReturn';
import { ResolveReturn } from '../application/returns/ResolveReturn';
import { UploadReturnPhoto } from '../application/returns/UploadReturnPhoto';
import type { ServerContext } from '../http/ServerContext';

/**
 * Returns (issue 29): the customer's report and its photos, staff's decisions, receipts and
 * resolutions (money back through `refunder`, or a replacement order), and what the order page
 * and the staff's queue read of them.
 */
export function returnServices({ db, storage }: Pick<ServerContext, 'db' | 'storage'>, refunder: Refunder) {
  const photos = new ReturnPhotosRepository(db);
  const moves = new ReturnMoveTransactionOnDatabase(db);
  return {
    queries: new ReturnQueries(db),
    photos: { records: photos, files: storage.returnPhotos, upload: new UploadReturnPhoto(new SharpImageReencoder(), storage.returnPhotos, photos) },
    report: new ReportReturn(new ReturnReportTransactionOnDatabase(db)),
    decide: new DecideReturn(moves),
    receive: new ReceiveReturn(moves),
    resolve: new ResolveReturn(moves, refunder),
  };
}
