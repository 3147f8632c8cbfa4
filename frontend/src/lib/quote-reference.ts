/** The form shows a reference from the X-Quote-Reference header only when it has the quote API's shape. */
export { quoteReferencePattern } from '@courier/common/api/contract';
