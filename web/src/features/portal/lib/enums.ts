import type { PortalProfile } from '../../../api/enhanced/portal';

/** Every value of a generated union type, in the order given; the compiler says when one is missing. */
const allOf =
  <T extends string>() =>
  <const V extends readonly T[]>(values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never)): readonly T[] =>
    values;

export const GENDERS = allOf<PortalProfile['gender']>()(['female', 'male']);
export const SPECIALTIES = allOf<PortalProfile['specialty']>()([
  'general',
  'orthodontics',
  'conservative_dentistry',
  'oral_surgery',
  'periodontics',
  'prosthodontics',
  'paediatric_dentistry',
  'oral_medicine',
  'dental_radiology',
  'oral_pathology',
]);
