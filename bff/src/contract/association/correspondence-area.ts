import { INFORMATION_TAG, MAIL_TAG, REFERENCES_TAG } from './correspondence-common.js';
import { informationCategoriesContract, informationContract, informationOperations } from './correspondence-information.js';
import { informationImageOperations } from './correspondence-information-images.js';
import { mailFileOperations } from './correspondence-mail-files.js';
import { mailOperations, mailsContract } from './correspondence-mails.js';
import { referenceLogsContract, referenceOperations, referencesContract } from './correspondence-references.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/** OpenAPI tags of this area (one per resource group), with their descriptions. */
export const TAGS: { name: string; description: string }[] = [
  {
    name: MAIL_TAG,
    description:
      'Incoming mail register (Surat Masuk): registration with an agenda number, dispositions with assignee and due ' +
      'date, scanned letters attached, handling status, overdue letters, and mail statistics (Statistik Surat).',
  },
  {
    name: INFORMATION_TAG,
    description: 'Information centre (Pusat Informasi): categories, and articles (rich text with uploaded images) drafted, published, unpublished and archived.',
  },
  {
    name: REFERENCES_TAG,
    description: 'Reference letters members request (Referensi), processed, issued with a letter number or rejected, with their logs.',
  },
];
export const RESOURCES: ResourceContract[] = [mailsContract, informationCategoriesContract, informationContract, referencesContract, referenceLogsContract];
export const OPERATIONS: OperationContract[] = [...mailOperations, ...mailFileOperations, ...informationOperations, ...informationImageOperations, ...referenceOperations];
