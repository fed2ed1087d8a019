/**
 * Libraries a running site uses now and then (an image upload, an import or export, a backup, a
 * PDF, a mail, files on S3), loaded on first use instead of at start: together they held tens of
 * megabytes of a small server's memory from the first second (issue 24, ADR 039, ADR 058).
 */
export const loadSharp = async () => (await import("sharp")).default;
export const loadExcelJS = async () => (await import("exceljs")).default;
export const loadPdfKit = async () => (await import("pdfkit")).default;
export const loadTar = async () => import("tar");
export const loadPdfLib = async () => import("@cantoo/pdf-lib");
export const loadNodemailer = async () => (await import("nodemailer")).default;
export const loadS3Sdk = async () => import("@aws-sdk/client-s3");
