import Box from '@mui/material/Box';

// Off screen but read by screen readers (the usual clip pattern).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface ChartDataTableProps {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart's figures as a table for screen readers (WCAG 1.1.1): the SVG chart is drawn for the eye
 * and hidden from assistive technology, the table carries the same numbers.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    // the clip box is a div around the table: a table sizes itself to its content whatever its
    // width, so clipped it still made the page's content as wide as its longest row (1,453 px on a
    // 375 px phone with a long wine name), which a phone can pan to
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row[0]}-${index}`}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
