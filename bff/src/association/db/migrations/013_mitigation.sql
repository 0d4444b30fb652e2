-- Pandemic mitigation records of members: survivors, deaths and vaccinations.

CREATE TABLE survivors (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id),
  diagnosed_at  date NOT NULL,
  recovered_at  date,
  severity      text NOT NULL CHECK (severity IN ('mild', 'moderate', 'severe', 'critical')),
  notes         text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (recovered_at IS NULL OR recovered_at >= diagnosed_at)
);
CREATE INDEX survivors_member_idx ON survivors (member_id);
CREATE INDEX survivors_diagnosed_idx ON survivors (diagnosed_at);
CREATE INDEX survivors_recovered_idx ON survivors (recovered_at);
CREATE INDEX survivors_severity_idx ON survivors (severity);

CREATE TABLE deaths (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL UNIQUE REFERENCES members (id),
  died_at        date NOT NULL,
  cause          text NOT NULL,
  covid_related  boolean NOT NULL,
  notes          text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deaths_died_idx ON deaths (died_at);
CREATE INDEX deaths_covid_idx ON deaths (covid_related);

CREATE TABLE vaccinations (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id),
  vaccine        text NOT NULL CHECK (vaccine IN ('CoronaVac', 'AstraZeneca', 'Pfizer-BioNTech', 'Moderna', 'Sinopharm',
                                                  'Janssen', 'Novavax', 'Zifivax', 'IndoVac', 'InaVac')),
  dose           integer NOT NULL CHECK (dose BETWEEN 1 AND 4),
  vaccinated_at  date NOT NULL,
  location       text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, dose)
);
CREATE INDEX vaccinations_vaccinated_idx ON vaccinations (vaccinated_at);
CREATE INDEX vaccinations_vaccine_idx ON vaccinations (vaccine);
CREATE INDEX vaccinations_dose_idx ON vaccinations (dose);
