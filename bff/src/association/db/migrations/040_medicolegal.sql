-- Community area: medicolegal cases involving members, and the colleague (sejawat) directory.

CREATE TABLE medicolegal_cases (
  id                 serial PRIMARY KEY,
  case_number        text NOT NULL,
  member_id          integer NOT NULL REFERENCES members (id),
  reported_at        date NOT NULL,
  complainant_type   text NOT NULL CHECK (complainant_type IN ('patient', 'patient_family', 'colleague', 'health_facility',
                                                                'government', 'other')),
  summary            text NOT NULL,
  severity           text NOT NULL CHECK (severity IN ('minor', 'moderate', 'serious', 'critical')),
  -- The list sorts severity from least to most serious, not alphabetically.
  severity_rank      smallint GENERATED ALWAYS AS (CASE severity WHEN 'minor' THEN 1 WHEN 'moderate' THEN 2
                                                                 WHEN 'serious' THEN 3 ELSE 4 END) STORED,
  status             text NOT NULL DEFAULT 'reported'
                     CHECK (status IN ('reported', 'under_review', 'mediation', 'closed', 'referred')),
  resolution         text,
  referred_to        text CHECK (referred_to IN ('disciplinary_council', 'ethics_council')),
  referral_note      text,
  status_changed_at  timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'closed') = (resolution IS NOT NULL)),
  CHECK ((status = 'referred') = (referred_to IS NOT NULL AND referral_note IS NOT NULL)),
  CHECK ((status IN ('closed', 'referred')) = (decided_at IS NOT NULL))
);
CREATE UNIQUE INDEX medicolegal_cases_number_idx ON medicolegal_cases (case_number);
CREATE INDEX medicolegal_cases_member_idx ON medicolegal_cases (member_id);
CREATE INDEX medicolegal_cases_status_idx ON medicolegal_cases (status);
CREATE INDEX medicolegal_cases_severity_idx ON medicolegal_cases (severity_rank);
CREATE INDEX medicolegal_cases_complainant_idx ON medicolegal_cases (complainant_type);
CREATE INDEX medicolegal_cases_reported_idx ON medicolegal_cases (reported_at);
CREATE INDEX medicolegal_cases_updated_idx ON medicolegal_cases (updated_at);

CREATE TABLE colleagues (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id),
  colleague_id    integer NOT NULL REFERENCES members (id),
  relation        text NOT NULL CHECK (relation IN ('practice_partner', 'referral_partner', 'mentor')),
  practice_place  text NOT NULL DEFAULT '',
  since           date NOT NULL,
  notes           text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (member_id <> colleague_id)
);
-- One link per pair of members, whichever way round it was recorded.
CREATE UNIQUE INDEX colleagues_pair_idx ON colleagues (least(member_id, colleague_id), greatest(member_id, colleague_id));
CREATE INDEX colleagues_member_idx ON colleagues (member_id);
CREATE INDEX colleagues_colleague_idx ON colleagues (colleague_id);
CREATE INDEX colleagues_relation_idx ON colleagues (relation);
CREATE INDEX colleagues_since_idx ON colleagues (since);
CREATE INDEX colleagues_created_idx ON colleagues (created_at);
