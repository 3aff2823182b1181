import { NativeSelect } from '@mantine/core';
import {
  TIME_PREFERENCE_LABELS,
  TIME_PREFERENCES,
  type TimePreference,
} from '../../../domain/preferences';
import { SectionCard } from '../../../components/signed-in/section-card';

const OPTIONS = TIME_PREFERENCES.map((value) => ({ value, label: TIME_PREFERENCE_LABELS[value] }));

function isTimePreference(value: string): value is TimePreference {
  return (TIME_PREFERENCES as readonly string[]).includes(value);
}

/** am = 'Morning (AM)', pm = 'Afternoon (PM)', both = 'No Preference'. */
export function TimePreferenceCard({
  value,
  onChange,
}: {
  value: TimePreference;
  onChange: (value: TimePreference) => void;
}) {
  return (
    <SectionCard
      title="Time Preference"
      description="Your standard booking link offers only this part of the day."
    >
      <NativeSelect
        label="Preferred meeting time"
        data={OPTIONS}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isTimePreference(next)) onChange(next);
        }}
      />
    </SectionCard>
  );
}
