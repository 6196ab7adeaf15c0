export { ComplaintFormTexts } from './ComplaintForm'
export { EvidenceTexts } from './EvidenceList'
export { ReportProblemScreen, ReportProblemTexts } from './ReportProblemScreen'
