import { mergeAreas } from '../../merge-areas';

export default mergeAreas(import.meta.glob('./*.json', { eager: true, import: 'default' }));
