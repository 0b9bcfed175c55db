// exceljs' streaming workbook writer on its own (income-xlsx.ts): the package ships no types for its
// files, only for its whole entry, whose class this is.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';
  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
