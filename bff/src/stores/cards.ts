import type {
  AnalyticsCardKey,
  AnalyticsCards,
  CardsData,
  StatisticsCardKey,
  StatisticsCards,
} from '../routes/demo/cards/schemas.js';

/** The figures behind the analytics and statistics cards; read-only. */
export interface CardStore {
  analytics<K extends AnalyticsCardKey>(key: K): AnalyticsCards[K];
  statistics<K extends StatisticsCardKey>(key: K): StatisticsCards[K];
}

export class MemoryCardStore implements CardStore {
  constructor(private readonly data: CardsData) {}

  analytics<K extends AnalyticsCardKey>(key: K) {
    return structuredClone(this.data.analytics[key]);
  }

  statistics<K extends StatisticsCardKey>(key: K) {
    return structuredClone(this.data.statistics[key]);
  }
}
