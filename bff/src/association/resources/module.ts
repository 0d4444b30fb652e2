import type { FastifyRequest } from 'fastify';
import type { ResourceContract } from '../../contract/association/resource.js';
import type { Db } from '../db/db.js';
import type { Repository } from './engine.js';

type Row = Record<string, unknown>;

/** A resource of the reference server: its contract, its storage, and checks that guard its writes. */
export interface ResourceModule {
  contract: ResourceContract;
  repository: Repository;
  hooks?: {
    beforeCreate?(db: Db, body: Row, request: FastifyRequest): Promise<void>;
    beforeUpdate?(db: Db, current: Row, body: Row, request: FastifyRequest): Promise<void>;
    beforeDelete?(db: Db, current: Row, request: FastifyRequest): Promise<void>;
  };
}
