module studyhall.local/loadgen

go 1.24
