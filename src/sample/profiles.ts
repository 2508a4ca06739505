// Scale profiles of the sample instance.

/** How big a sample instance is. */
export interface Profile {
  name: ProfileName;
  projects: number;
  components: number;
  languages: number;
  translations: number;
  users: number;
  changes: number;
  /** Translation sprints (bursts of activity in one project and language) over the log. */
  sprints: number;
  /** Days the change log spans, ending at the instance's anchor time. */
  days: number;
}

/** The names of the built-in profiles. */
export type ProfileName = 'tiny' | 'demo' | 'large';

export const PROFILES: Record<ProfileName, Profile> = {
  tiny: { name: 'tiny', projects: 3, components: 8, languages: 8, translations: 44, users: 20, changes: 300, sprints: 2, days: 730 },
  demo: { name: 'demo', projects: 8, components: 40, languages: 30, translations: 760, users: 300, changes: 20_000, sprints: 12, days: 730 },
  large: {
    name: 'large', projects: 2_000, components: 8_000, languages: 250, translations: 150_000, users: 50_000,
    changes: 2_000_000, sprints: 400, days: 730,
  },
};

/** Whether a string names a built-in profile. */
export function isProfileName(value: string): value is ProfileName {
  return Object.hasOwn(PROFILES, value);
}
