/**
 * Texts of the installed app and its quick capture (issue #18): the home-screen shortcut, the
 * one-field capture page and the memories kept on the device until they can be sent. Zod-free:
 * the build reads them for the web app manifest.
 */
export const QUICK_MEMORY_TEXTS = {
  /** The shortcut's name on the home-screen icon's menu, and the page's title. */
  title: 'Quick memory',
  shortcutDescription: 'Write down a memory about someone in one step',
  person: 'Person',
  memory: 'Memory',
  placeholder: 'What would you like to remember?',
  save: 'Save Memory',
  noPeople: 'Add someone to Kindred first, then write memories about them here.',
  addPerson: 'Go to the dashboard',
  peopleUnavailable: "Your people can't be loaded right now. Connect to the internet to pick someone.",
  /** Saved while offline, or the answer never came: the memory waits on the device. */
  keptOnDevice: 'Kept on this device: it will be sent as soon as the connection returns.',
} as const;

/** Memories written offline, kept on the device until sent (issue #18). */
export const PENDING_MEMORY_TEXTS = {
  /** "Waiting to send (2)": the count of memories kept on this device. */
  waiting: (count: number) => `Waiting to send (${count})`,
  explanation: "Kept on this device and sent as soon as you're back online. Nothing is lost.",
  refused: (name: string) => `Not sent: ${name}`,
  discard: 'Discard',
  sendNow: 'Send now',
} as const;
