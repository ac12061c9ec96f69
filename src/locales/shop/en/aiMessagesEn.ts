import { Brand } from '@tiara/domain/brand';
import { aiCheckoutMessagesEn as AiCheckoutMessages } from './aiCheckoutMessagesEn';
import { checkoutRuleMessagesEn as CheckoutMessages } from '../../shared/en/checkoutRuleMessagesEn';
import { quotaMessagesEn as QuotaMessages } from '../../shared/en/quotaMessagesEn';
import { scanMessagesEn as ScanMessages } from '../../shared/en/scanMessagesEn';

/** The texts of the AI landing page, the alternate AI checkout and the scan upload (SPEC §2, §5, §8 verbatim where SPEC gives them). */
export const aiMessagesEn = {
  landing: {
    checking: 'Checking your subscription…',
    heroTitle: `${Brand.aiName}: AI segmentation for your dental scans`,
    heroText: 'Upload a CBCT or intraoral scan and receive the segmented teeth, jaws and nerve canals by e-mail, ready for treatment planning.',
    seePlans: 'See the plans',
    featuresTitle: `Why clinics choose ${Brand.aiName}`,
    features: [
      {
        title: 'Automatic segmentation',
        text: 'Every tooth, both jaws and the nerve canals are outlined for you, without hours of manual tracing.',
      },
      {
        title: 'The formats you already have',
        text: 'Send DICOM slices, a whole exported folder, NIfTI, NRRD or a ZIP of your study, straight from your scanner’s export.',
      },
      {
        title: 'Results by e-mail',
        text: 'Your scan is processed in 8-10 minutes and the results are e-mailed to you, so you can keep working meanwhile.',
      },
    ],
    plansTitle: 'Choose your plan',
    segmentations: (count: number) => `${count} segmentations`,
    subscribe: 'Subscribe',
    subscribeTo: (plan: string) => `Subscribe to ${plan}`,
    customTitle: 'Need Custom Solutions?',
    customText: 'Larger centres, several branches or a research project: tell us what you need and we will shape a plan around it.',
    contactUs: 'Contact Us',
    /** Not SPEC text (issue 27): why a customer sent from the upload sees the plans. */
    planNeeded: `You need an active ${Brand.aiName} plan to upload scans. Choose one below: you can upload as soon as it is paid.`,
    /** Not SPEC text (issue 27): a subscriber looking at the plans, which add to what they have (the server keeps every paid plan active, quotas summed). */
    yourPlan: 'Your plan',
    subscriberSummary: (plan: string, remaining: number) =>
      `You have the ${plan} plan, with ${remaining === 1 ? '1 segmentation' : `${remaining} segmentations`} left. A plan you buy now adds its segmentations to these.`,
    addPlan: 'Add to my plan',
    /** The visible 'Add to my plan' first, so the button's name holds its label (WCAG 2.5.3). */
    addPlanNamed: (plan: string) => `Add to my plan: ${plan}`,
    goToUpload: 'Upload a scan',
    /** SPEC §8; the plans are named after the product ('Tiara AI plans'). */
    signInToSubscribe: `Please sign in to subscribe to ${Brand.name} AI plans. You will be redirected to the login page.`,
  },
  checkout: {
    title: `${Brand.aiName} Checkout`,
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    phonePlaceholder: '01012345678',
    address: 'Address',
    nothingToDeliver: 'Plans and courses reach you online, so no delivery address is needed.',
    paymentMethod: 'Payment Method',
    orderSummary: 'Order Summary',
    subtotal: 'Subtotal',
    shippingFee: 'Shipping Fee',
    total: 'Total',
    placeOrder: CheckoutMessages.placeOrder,
    cartEmpty: CheckoutMessages.cartEmpty,
    browsePlans: 'Browse the plans',
    fullNameRequired: AiCheckoutMessages.fullNameRequired,
  },
  upload: {
    title: `${Brand.aiName} Scan Upload`,
    intro: 'Upload your dental scan and our AI will segment it for you.',
    planCard: 'Your plan',
    loadingPlan: 'Loading your subscription…',
    active: 'Active',
    inactive: 'Inactive',
    used: 'Segmentations used',
    usedOfAllowed: (used: number, allowed: number) => `${used} / ${allowed}`,
    usage: 'Usage',
    usagePercent: (percent: number) => `${percent}%`,
    remaining: 'Remaining',
    noSubscription: ScanMessages.noActiveSubscriptionFound,
    browsePlans: 'See the plans',
    /** Not SPEC text (issue 27): the way from the upload to the plans, which /ai alone no longer shows a subscriber. */
    morePlans: 'Add segmentations',
    lowQuota: QuotaMessages.lowQuota,
    noQuota: ScanMessages.noSegmentationsRemaining,
    chooseFiles: 'Scan files',
    chooseFolder: 'Choose a whole folder',
    dropHere: ScanMessages.dropHere,
    clickToBrowse: ScanMessages.clickToBrowse,
    acceptedFormats: 'DICOM (.dcm, or whole folders), NIfTI (.nii, .nii.gz), NRRD (.nrrd) or a ZIP of DICOMs',
    uploadDisabled: ScanMessages.uploadDisabled,
    checkingFiles: 'Checking your files…',
    unsupportedFormat: ScanMessages.unsupportedFormat,
    /** Not SPEC text: SPEC only says other files are filtered out; the person is told which. */
    skipped: (names: readonly string[]) =>
      `${names.length === 1 ? 'This file was' : `These ${names.length} files were`} left out, as ${names.length === 1 ? 'it is' : 'they are'} not a supported scan: ${names.join(', ')}`,
    zipsSkipped: ScanMessages.zipsSkipped,
    selectedFiles: 'Selected files',
    clearAll: ScanMessages.clearAll,
    totalSize: (count: number, size: string) => `${count} ${count === 1 ? 'file' : 'files'}, ${size}.`,
    willBeZipped: 'They will be sent together as dicoms.zip.',
    processing: ScanMessages.processing,
    analyzing: ScanMessages.analyzing,
    progressLabel: 'Upload progress',
    cancel: 'Cancel upload',
    startAnalysis: ScanMessages.startAnalysis,
    analyzingButton: ScanMessages.analyzingButton,
    /** Not SPEC text. */
    cancelled: 'Upload cancelled.',
    unreadable: (path: string) => `${path} could not be read any more. Please choose it again.`,
    successTitle: ScanMessages.successTitle,
    successReceived: 'Your scan has been received and is being processed.',
    successTime: `Expected processing time: ${ScanMessages.expectedProcessingTime}.`,
    successEmail: 'The results will be sent to your e-mail address.',
    successDismiss: ScanMessages.successDismiss,
    uploadSuccessful: ScanMessages.uploadSuccessful,
    myScans: 'My scans',
    refresh: 'Refresh',
    loadingScans: 'Loading your scans…',
    scansFailed: 'Your scans could not be loaded. Please try again.',
    noScans: 'You have not uploaded any scans yet.',
    file: 'File',
    size: 'Size',
    uploaded: 'Uploaded',
    status: 'Status',
    result: 'Result',
  },
} as const;
