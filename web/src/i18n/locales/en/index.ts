import { mergeAreas } from '../../merge-areas';

// Every area but the frame, which loads first on its own (load-messages.ts).
export default mergeAreas(import.meta.glob(['./*.json', '!./frame.json'], { eager: true, import: 'default' }));
