import type { TObject, TSchema } from 'typebox';

/**
 * A workflow operation of the association API beyond list/get/create/update/delete (approve a verification,
 * record a collective payment, read a report). Declared once: the BFF registers, checks and forwards it; the
 * reference server implements it under the same operationId.
 */
export interface OperationContract {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Full path under /api/association, with :params. */
  path: string;
  operationId: string;
  tag: string;
  subject: string;
  action: 'read' | 'create' | 'update' | 'delete';
  summary: string;
  description: string;
  params?: TObject;
  querystring?: TObject;
  body?: TObject;
  /** Every status the operation answers itself (success and 404/409...), status -> schema. */
  response: Record<number, TSchema>;
  /** Set for operations that answer CSV, PDF or a stored file instead of JSON. */
  produces?: string[];
  /**
   * Set for operations whose body is a file's bytes (not JSON): the media types a client may send it as and the
   * largest file in bytes. Both apps read such a body whole (up to the limit, 413 beyond) and hand it on unchanged.
   */
  upload?: { consumes: string[]; maxBytes: number; description: string };
  /**
   * Answered without a token (public document verification): the BFF and the reference server register it public,
   * and `subject`/`action` then only group it in the docs. The reference server runs it on its own connection.
   */
  public?: boolean;
}
