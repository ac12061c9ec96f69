import { Brand } from '@tiara/domain/brand';
import { trainingMessagesEn } from './trainingMessagesEn';

/**
 * SPEC §3's notification categories by number, then the shop's own notices to one customer
 * (5: an order's status changed, 6: a product they wait for is back); any other number is 'Unknown'.
 */
const NOTIFICATION_CATEGORIES: readonly string[] = ['New Product', 'New Feature', 'New Event', 'New Training', 'AI Updates', 'Order Updates', 'Back in Stock'];

/** The texts of the notifications, dental training, contact, events and policy screens (SPEC §2, §5, §8, §9 verbatim). */
export const engageMessagesEn = {
  notifications: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    clearAll: 'Clear all',
    markRead: (title: string) => `Mark "${title}" as read`,
    delete: (title: string) => `Delete "${title}"`,
    unread: 'Unread',
    empty: 'No notifications to display',
    signInToSee: 'Log in to see your notifications.',
    login: 'Login',
    loading: 'Loading notifications',
    fetchFailed: 'Failed to fetch notifications',
    markReadFailed: 'Failed to mark as read',
    tryAgain: 'Try Again',
    categoryLabel: (category: number): string => NOTIFICATION_CATEGORIES[category] ?? 'Unknown',
  },
  training: {
    title: 'Dental Training',
    intro: `Hands-on courses and lectures for dental professionals, run by ${Brand.name} with leading clinicians in Egypt.`,
    filterLabel: 'Filter by instructor',
    all: 'All',
    loading: 'Loading dental trainings',
    tryAgain: 'Try Again',
    instructor: 'Instructor',
    date: 'Date',
    location: 'Location',
    capacity: 'Capacity',
    fullyBooked: 'Fully Booked',
    ...trainingMessagesEn,
  },
  contact: {
    title: 'Contact Us',
    intro: `Questions about an order, a product, ${Brand.aiName} or a training? Write to us and the ${Brand.name} team will answer by e-mail.`,
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send Message',
    failed: 'Failed to send message. Please try again.',
    reachUs: 'You can also reach us at',
    emailUs: 'Email',
    callUs: 'Phone',
  },
  events: {
    title: 'Coming Soon',
    intro: `${Brand.name} events, symposiums and workshops are on their way. Stay tuned.`,
    countdownLabel: 'Time left',
    // The caption under each figure of the countdown. SPEC's English captions are the same for any
    // count; a translation may agree with it (Arabic: 'يومان', '3 أيام', '11 يومًا').
    days: (_count: number) => 'Days',
    hours: (_count: number) => 'Hours',
    minutes: (_count: number) => 'Minutes',
    seconds: (_count: number) => 'Seconds',
  },
  policies: {
    english: 'English',
    arabic: 'العربية',
  },
} as const;
